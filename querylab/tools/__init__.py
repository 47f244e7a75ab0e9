"""Live tools and actions over demo data: allow-listed in code, authorized against the principal.

A model never names a tool: the route contract has no tool field, and `select_tool` picks one from the
allow-list by the user's own words. A tool only ever sees the principal's tenant data and the principal's
own objects; an action runs only after an explicit confirmation of a pending action stored server-side.
"""

from querylab.tools.registry import ALLOWED_TOOLS, ToolCall, ToolSpec, select_tool
from querylab.tools.service import PendingAction, ToolService

__all__ = ["ALLOWED_TOOLS", "PendingAction", "ToolCall", "ToolService", "ToolSpec", "select_tool"]
