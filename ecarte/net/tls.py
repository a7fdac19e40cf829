"""TLS for a network match: the host's persistent self-signed certificate, its
fingerprint, and the guest's pins (the fingerprint seen at the first join of each host).

The certificate and its key live in ``net/`` of the user's data folder and are made once
(an elliptic-curve key, P-256), so a guest who pinned a host recognises it next time. The
guest does not check a certificate authority: it checks the fingerprint.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import ssl
from pathlib import Path
from typing import Final

from ecarte.files import atomic_write_json, atomic_write_text, data_dir

CERT_NAME: Final = "host-cert.pem"
KEY_NAME: Final = "host-key.pem"
PINS_NAME: Final = "pinned-hosts.json"


class PinError(Exception):
    """The host's certificate is not the one pinned; the text says what to do."""


def net_dir() -> Path:
    return data_dir() / "net"


def fingerprint(der: bytes) -> str:
    """The SHA-256 of a certificate, as 16 groups of 4 hex digits."""
    digest = hashlib.sha256(der).hexdigest().upper()
    return " ".join(digest[i:i + 4] for i in range(0, 64, 4))


def fingerprint_rows(print_: str, room: int) -> list[str]:
    """The fingerprint's groups in rows of ``room`` columns at most: all 16 on one row, or
    rows of 8, 4, 2 or 1, so that a row never breaks a group and the rows line up the same
    on both screens.

    >>> fingerprint_rows(fingerprint(b"x"), 40)
    ['2D71 1642 B726 B044 0162 7CA9 FBAC 32F5', 'C853 0FB1 903C C4DB 0225 8717 921A 4881']
    """
    groups = print_.split()
    across = len(groups) or 1
    while across > 1 and len(" ".join(groups[:across])) > room:
        across //= 2
    return [" ".join(groups[i:i + across]) for i in range(0, len(groups), across)]


def host_certificate(folder: Path | None = None) -> tuple[Path, Path, str]:
    """The host's certificate and key files (made on first use) and the fingerprint."""
    folder = folder if folder is not None else net_dir()
    cert_path, key_path = folder / CERT_NAME, folder / KEY_NAME
    if not (cert_path.exists() and key_path.exists()):
        _make_certificate(cert_path, key_path)
    der = ssl.PEM_cert_to_DER_cert(cert_path.read_text(encoding="ascii"))
    return cert_path, key_path, fingerprint(der)


def _make_certificate(cert_path: Path, key_path: Path) -> None:
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "ecarte host")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=3650))
            .sign(key, hashes.SHA256()))
    key_pem = key.private_bytes(serialization.Encoding.PEM,
                                serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption()).decode("ascii")
    key_path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(key_path, key_pem)
    key_path.chmod(0o600)
    atomic_write_text(cert_path, cert.public_bytes(serialization.Encoding.PEM).decode("ascii"))


def server_context(cert_path: Path, key_path: Path) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(cert_path, key_path)
    return context


def client_context() -> ssl.SSLContext:
    """TLS without a certificate authority: the fingerprint is checked by ``check_pin``."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def pins_path() -> Path:
    return net_dir() / PINS_NAME


def read_pins(path: Path | None = None) -> dict[str, str]:
    path = path if path is not None else pins_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(k): str(v) for k, v in data.items()}


def check_pin(address: str, seen: str, path: Path | None = None) -> bool:
    """Whether ``seen`` is the fingerprint pinned for ``address`` (True), or none is
    pinned there yet (False: ``keep_pin`` once the join has succeeded). Raises PinError
    when another one is pinned."""
    path = path if path is not None else pins_path()
    pinned = read_pins(path).get(address)
    if pinned == seen:
        return True
    if pinned is not None:
        from ecarte.words.net import words

        raise PinError(words().pin_changed(address, pinned[:19], seen[:19], str(path)))
    return False


def keep_pin(address: str, seen: str, path: Path | None = None) -> None:
    """Pin ``seen`` for ``address``: only after a join that succeeded, so that a mistyped
    code (or a relay answering it) never pins a certificate the player was not shown."""
    path = path if path is not None else pins_path()
    pins = read_pins(path)
    pins[address] = seen
    atomic_write_json(path, pins)
