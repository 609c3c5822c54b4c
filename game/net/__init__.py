"""The net door: an online match's pure part, for the transport (online/) and the screens.

The host holds the Match (host.HostSession): it re-checks every command the guest sends and
sends back only the guest's view (seat_view.view) and the events as its seat may see them
(redact). The guest mirrors that view (guest.GuestMirror). Messages (wire) are versioned,
size-limited pydantic models; chat is canned lines (chat). Nothing here opens a socket or
reads a clock: the transport does, and feeds text frames in.
"""
from game.door import door

__getattr__, __dir__, __all__ = door(__name__, {
    "host": ("HostSession",),
    "guest": ("GuestMirror", "encode_entries"),
    "wire": ("VERSION", "WireError", "GUEST_MAX_BYTES", "HOST_MAX_BYTES", "text", "Paused",
             "Ended", "Cut", "from_guest", "from_host", "wire_playbook"),
    "chat": ("LINES", "chat_line"),
    "codes": ("join_code", "read_join_code", "read_address"),
    "redact": ("seen_events",),
    "state_codec": ("encode_state", "decode_state", "BadState"),
})
