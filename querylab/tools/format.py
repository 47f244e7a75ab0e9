"""Tool results as plain sentences, written in code: no model sees or rewrites a record."""

from __future__ import annotations

from typing import Any

from querylab.tools.registry import ToolCall


def _order(o: dict[str, Any]) -> str:
    extra = f", {o['carrier']} tracking {o['tracking_number']}" if o.get("tracking_number") else ""
    return f"Order {o['order_id']}: **{o.get('status')}** (placed {o.get('placed_at')}, {o.get('total')} {o.get('currency')}{extra})"


def _refund(r: dict[str, Any]) -> str:
    return f"Refund {r['refund_id']} for order {r.get('order_id')}: **{r.get('status')}** ({r.get('amount')} {r.get('currency')}, requested {r.get('requested_at')})"


def _request(r: dict[str, Any]) -> str:
    return f"Reimbursement request {r['request_id']}: **{r.get('status')}** ({r.get('amount')} {r.get('currency')}, submitted {r.get('submitted_at')})"


FORMATTERS = {"order_status": _order, "refund_status": _refund, "reimbursement_status": _request}


def describe(call: ToolCall) -> str:
    if call.status == "ok":
        rows = call.result or []
        if not rows:
            return "You have no matching records."
        return "\n".join(f"- {FORMATTERS[call.tool](r)}" for r in rows[:10])
    return call.message
