"""The allow-list: each tool's name, kind, parameter schema and how it is chosen from the user's words."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from querylab.contracts import Route

ORDER_ID = r"\d{4}"
REFUND_ID = r"R-\d{1,6}"
REQUEST_ID = r"EXP-\d{1,6}"


class OrderParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    order_id: str | None = Field(default=None, pattern=rf"^{ORDER_ID}$")


class RefundParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    refund_id: str | None = Field(default=None, pattern=rf"^{REFUND_ID}$")
    order_id: str | None = Field(default=None, pattern=rf"^{ORDER_ID}$")


class ReimbursementParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    request_id: str | None = Field(default=None, pattern=rf"^{REQUEST_ID}$")


class CancelOrderParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    order_id: str = Field(pattern=rf"^{ORDER_ID}$")


class WithdrawParams(BaseModel):
    model_config = ConfigDict(extra="forbid")
    request_id: str = Field(pattern=rf"^{REQUEST_ID}$")


@dataclass(frozen=True)
class ToolSpec:
    name: str
    kind: Literal["live_tool", "action"]
    description: str
    params: type[BaseModel]
    keywords: tuple[str, ...]


ALLOWED_TOOLS: dict[str, ToolSpec] = {
    spec.name: spec
    for spec in (
        ToolSpec("order_status", "live_tool", "Status of your orders (or one order).", OrderParams, ("order", "package", "parcel", "delivery", "shipment", "shipped", "arrive", "tracking")),
        ToolSpec("refund_status", "live_tool", "Status of your refunds (or one refund).", RefundParams, ("refund",)),
        ToolSpec("reimbursement_status", "live_tool", "Status of your expense reimbursement requests.", ReimbursementParams, ("reimbursement", "expense", "claim", "exp-")),
        ToolSpec("cancel_order", "action", "Cancel one of your orders.", CancelOrderParams, ("cancel",)),
        ToolSpec("withdraw_reimbursement", "action", "Withdraw one of your reimbursement requests.", WithdrawParams, ("withdraw", "retract", "pull back", "cancel my expense", "cancel my reimbursement", "cancel my claim")),
    )
}


class ToolCall(BaseModel):
    """What the trace records of a tool: chosen in code, validated, authorized, run (or not) and why."""

    tool: str
    kind: str
    params: dict[str, Any] = Field(default_factory=dict)
    status: Literal["ok", "not_found", "denied", "invalid", "needs_confirmation", "confirmed", "rejected", "error", "changed", "expired"]
    message: str = ""
    result: Any = None
    audit_id: str | None = None


@dataclass(frozen=True)
class Selection:
    spec: ToolSpec | None
    params: BaseModel | None
    error: str | None = None


def _ids(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    if m := re.search(rf"\b({REQUEST_ID})\b", text, re.I):
        found["request_id"] = m.group(1).upper()
    if m := re.search(rf"\b({REFUND_ID})\b", text, re.I):
        found["refund_id"] = m.group(1).upper()
    if m := re.search(rf"(?<![\w-])({ORDER_ID})(?![\w-])", text):
        found["order_id"] = m.group(1)
    return found


# "restore order 1047, I cancelled it by mistake": undoing a change names the change ("cancelled") without asking for it.
_UNDO = re.compile(r"\b(?:restore|reinstate|un-?cancel|undo|bring\s+(?:\S+\s+){0,3}?back)\b", re.I)


def select_tool(route: Route, text: str) -> Selection:
    """Pick an allow-listed tool from the user's words for a live_tool or action route.

    The kind must match the route (a live_tool route can never pick an action). Parameters come from
    ids written in the message and are validated against the tool's schema.
    """
    kind = "action" if route == Route.ACTION else "live_tool" if route == Route.LIVE_TOOL else None
    if kind is None:
        return Selection(None, None, f"route {route.value} uses no tool")
    if kind == "action" and _UNDO.search(text):
        return Selection(None, None, "no allow-listed tool undoes a change")
    low = text.lower()
    ids = _ids(text)
    candidates = [s for s in ALLOWED_TOOLS.values() if s.kind == kind]
    # Most specific first: "my refund for order 1042" is about the refund; "cancel my expense claim" is a
    # withdrawal, not an order cancellation.
    priority = {"withdraw_reimbursement": 0, "refund_status": 0, "reimbursement_status": 1}
    order = sorted(candidates, key=lambda s: priority.get(s.name, 2))
    spec = next((s for s in order if any(k in low for k in s.keywords)), None)
    if spec is None and kind == "live_tool":
        spec = ALLOWED_TOOLS["refund_status"] if "refund_id" in ids else ALLOWED_TOOLS["reimbursement_status"] if "request_id" in ids else ALLOWED_TOOLS["order_status"] if "order_id" in ids else None
    if spec is None:
        return Selection(None, None, "no allow-listed tool matches this request")
    wanted = {k: v for k, v in ids.items() if k in spec.params.model_fields}
    try:
        return Selection(spec, spec.params.model_validate(wanted))
    except ValidationError as exc:
        missing = ", ".join(str(e["loc"][0]) for e in exc.errors() if e.get("loc"))
        return Selection(spec, None, f"{spec.name} needs {missing or 'valid parameters'}")
