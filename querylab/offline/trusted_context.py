"""What the router may know of the asking principal besides the message: trusted context from the tool service.

Why its own module: the offline model's router call reads two things the authenticated principal, not the message,
decides — the principal's own objects (`own_objects.py`) and the tenant's other users (`colleagues.py`) — and enters
both for the length of the call, so every rule and code-evidence check inside it sees the same principal.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Mapping

from querylab.offline.colleagues import known_colleagues
from querylab.offline.own_objects import owned


@contextmanager
def principal_context(variables: Mapping[str, Any]) -> Iterator[None]:
    """Within the block, the router's rules know the principal's own objects (``_own_objects``) and colleagues
    (``_colleagues``) from a router call's variables."""
    with owned(variables.get("_own_objects") or ()), known_colleagues(variables.get("_colleagues") or ()):
        yield
