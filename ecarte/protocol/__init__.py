"""The engine protocol: JSON, one object a line, so that other programs can use the bots
(``ecarte engine``) and the project can use outside engines (``exec:COMMAND``).

See docs/protocol.md for the messages. ``rebuild_view`` reads a seat's view from its JSON
fields, ``view_to_json`` writes one, ``ExecBot`` drives an outside engine.
"""

from ecarte.protocol.client import EngineProtocolError, ExecBot
from ecarte.protocol.fields import ViewError
from ecarte.protocol.rebuild import rebuild_view
from ecarte.protocol.server import MAX_LINE, PROTOCOL_VERSION, EngineSession, serve
from ecarte.protocol.viewjson import MINIMAL_FIELDS, STATE_FIELDS, view_to_json

__all__ = [
    "MAX_LINE", "MINIMAL_FIELDS", "PROTOCOL_VERSION", "STATE_FIELDS", "EngineProtocolError",
    "EngineSession", "ExecBot", "ViewError", "rebuild_view", "serve", "view_to_json",
]
