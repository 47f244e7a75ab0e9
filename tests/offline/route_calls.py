"""One routed turn through the offline model's router step, as the router tests call it."""

import json

from querylab.llm.base import LLMRequest


def route_of(offline_llm, query, history=(), tenant="acme", user="alice", own=(), colleagues=()) -> str:
    """The route the offline router gives `query` after `history`, for a demo principal whose own objects are `own`
    and whose tenant's other users are `colleagues` (the trusted context the turn puts beside the router's prompt)."""
    variables = {"question": query, "_history": list(history), "_tenant": tenant, "_user": user, "_known_tenants": ["acme", "globex"],
                 "_own_objects": list(own), "_colleagues": list(colleagues)}
    return json.loads(offline_llm.complete(LLMRequest(task="router", system="", user="", variables=variables)).text)["route"]
