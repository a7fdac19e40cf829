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
)
