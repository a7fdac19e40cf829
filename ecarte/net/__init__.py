"""Play a friend over the network: ``ecarte host`` and ``ecarte join``.

The wire (``wire``: JSON lines with limits), events as JSON (``eventjson``), TLS with a
pinned self-signed certificate (``tls``), join codes (``codes``), the seed commitment
(``commit``), the host's side (``server``, ``hosting``) and the guest's (``client``).
See docs/protocol.md (version 2) and docs/network.md.
"""
