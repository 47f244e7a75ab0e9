"""The small vocabulary the v180 routing cases are written in: the four demo principals and one `case()` builder.

The principals, the routes and the builder with its checks are shared by every routing author: `../../routing_case_kit.py`.
This module keeps v180's own name, so the case modules import it as they were written (and it never shadows another
set's kit when tests load several authoring scripts).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # tests/data/blind: the shared kit
from routing_case_kit import NO_PRESERVE, PRINCIPALS, ROUTES, case  # noqa: E402,F401

__all__ = ["NO_PRESERVE", "PRINCIPALS", "ROUTES", "case"]
