"""Join codes: a few words from a list of 2,048, single-use, expiring, withdrawn after a
few failures; and the proof a guest sends, bound to the host's certificate.

The guest never sends the code. It sends ``proof(code, fingerprint, host_nonce,
guest_nonce)``: an HMAC keyed by the code stretched with scrypt and salted with the host's
nonce, over the fingerprint of the certificate the guest sees. A relay in the middle that
shows its own certificate gets a proof for that certificate, which the real host
rejects; and the stretching makes guessing the code from a captured proof slow (each guess
costs a scrypt) while the code expires in minutes.

>>> normalise("  Apple River-ZOO, abandon ")
'apple-river-zoo-abandon'
>>> problem("apple river zooo abandon")
"'zooo' is not one of the join words: check the code the host shows"
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from ecarte.net.wire import WireError

WORDS_IN_CODE: Final = 4
"""Four words of 2,048: 44 bits."""
LIFETIME: Final = 600.0
"""Seconds a code stays good."""
TRIES: Final = 3
"""Wrong proofs before the code is withdrawn."""


@cache
def words() -> tuple[str, ...]:
    """The list of join words (the BIP-39 English list: 2,048 words, the first four
    letters of each unique)."""
    text = resources.files("ecarte.net").joinpath("words.txt").read_text(encoding="utf-8")
    return tuple(text.split())


def normalise(code: str) -> str:
    """A code as words in lower case joined by '-', whatever separated them."""
    return "-".join(re.findall(r"[a-z]+", code.lower()))


def problem(code: str) -> str | None:
    """Why ``code`` cannot be a join code (a sentence), or None."""
    from ecarte.words.net import words as said

    parts = normalise(code).split("-") if normalise(code) else []
    if len(parts) != WORDS_IN_CODE:
        return said().code_length(WORDS_IN_CODE, len(parts))
    known = set(words())
    for word in parts:
        if word not in known:
            return said().not_a_join_word(repr(word))
    return None


def new_code() -> str:
    return "-".join(secrets.choice(words()) for _ in range(WORDS_IN_CODE))


def proof(code: str, certificate: str, host_nonce: str, guest_nonce: str) -> str:
    """What a guest who knows ``code`` sends to the host whose certificate has the
    fingerprint ``certificate``."""
    key = hashlib.scrypt(normalise(code).encode(), salt=f"ecarte-join/2|{host_nonce}".encode(),
                         n=2**14, r=8, p=1, dklen=32)
    message = f"ecarte-join/2|{certificate}|{host_nonce}|{guest_nonce}".encode()
    return hmac.new(key, message, hashlib.sha256).hexdigest()


def same(sent: str, kept: str) -> bool:
    """Whether a secret a peer sent (a proof, a seat token) is the one kept, compared in
    constant time. A secret is ASCII (hex): one with any other character is not it.

    >>> same("ab12", "ab12"), same("ab13", "ab12"), same("ab1é", "ab12")
    (True, False, False)
    """
    if not (sent.isascii() and kept.isascii()):
        return False
    return hmac.compare_digest(sent.encode("ascii"), kept.encode("ascii"))


class JoinCode:
    """The code a host offers: good once, for ``lifetime`` seconds, for ``tries`` wrong
    proofs at most. A ``reusable`` code (the gallery's, for bystanders who come and go)
    is not used up by a join: only wrong proofs withdraw it."""

    def __init__(self, code: str | None = None, lifetime: float = LIFETIME,
                 tries: int = TRIES, *, reusable: bool = False) -> None:
        self.code = normalise(code) if code is not None else new_code()
        self.expires = time.monotonic() + lifetime
        self.tries = tries
        self.used = False
        self.reusable = reusable

    @property
    def expired(self) -> bool:
        return time.monotonic() > self.expires

    def check(self, sent: str, certificate: str, host_nonce: str,
              guest_nonce: str) -> WireError | None:
        """None when ``sent`` proves the code (which is then used up), else why not: a
        refusal of code ``code``, as facts (``str`` words it)."""
        from ecarte.net.wire import Refusal, WireError

        if self.used:
            return WireError("used", Refusal.CODE)
        if self.tries <= 0:
            return WireError("withdrawn", Refusal.CODE)
        if self.expired:
            return WireError("expired", Refusal.CODE)
        wanted = proof(self.code, certificate, host_nonce, guest_nonce)
        if not same(sent, wanted):
            self.tries -= 1
            if self.tries <= 0:
                return WireError("wrong-last", Refusal.CODE)
            return WireError("wrong", Refusal.CODE, tries=self.tries)
        self.used = not self.reusable
        return None
