from ecarte.words.protocol import ProtocolWords

WORDS = ProtocolWords(
    version_remark=lambda asked, spoken:
        f"this engine does not speak protocol {asked}: it answers in protocol {spoken}, "
        "the newest it knows",
    bad_version=lambda shown:
        f"\"protocol\" must be a whole number from 1, the newest version you speak, not "
        f"{shown}",
    not_json_at=lambda at: f"the line is not valid JSON: it goes wrong at character {at}",
    not_finite=lambda word:
        f"the line is not valid JSON: {word} is not a number JSON can hold (numbers must "
        "be finite)",
    long_number=lambda digits:
        f"the line holds a number of {digits} digits, longer than any request needs",
    byte_order_mark="the line starts with a byte order mark: send plain UTF-8, without one",
    bad_versions=lambda shown:
        f"\"versions\" must be a list of the versions you speak, whole numbers from 1, "
        f"like [1, 2, 3], not {shown}",
    no_common_version=lambda theirs, ours:
        f"no version in common: you speak the versions {theirs}, this engine {ours}",
    option_undeclared=lambda name, there:
        f"there is no option {name}: the options are {there}" if there else
        f"there is no option {name}: this engine declares no options",
    option_declaration=lambda shown:
        f"each option is declared with a \"name\", a \"type\" (spin, check, combo or "
        f"string) and a \"default\", a spin also with \"min\" and \"max\", a combo "
        f"with \"values\", each name once; not {shown}",
    option_spin=lambda name, low, high, value:
        f"the option {name} takes a whole number from {low} to {high}, not {value}",
    option_check=lambda name, value: f"the option {name} takes true or false, not {value}",
    option_combo=lambda name, values, value:
        f"the option {name} takes one of {values}, not {value}",
    option_text=lambda name, value:
        f"the option {name} takes a text of at most 1,000 characters, not {value}",
    option_without_name="a set_option request needs a \"name\": the option's name as "
                        "text, and a \"value\"",
    no_analysis=lambda name:
        f"{name} does not analyse: ask ecarte engine --level expert",
    analyse_without_view="an analyse request needs a \"view\": the seat's view as JSON",
    analyse_not_to_act="it is not this seat's turn in the view: there is nothing to "
                       "analyse",
    analyse_none_legal=lambda allowed:
        f"none of the actions sent in \"legal\" is legal in this view; the legal "
        f"actions are {allowed}",
)
