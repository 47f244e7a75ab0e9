"""One routed turn through the offline model's router step, as the router tests call it."""

import json

from querylab.llm.base import LLMRequest


def route_of(offline_llm, query, history=(), tenant="acme", user="alice", own=()) -> str:
    """The route the offline router gives `query` after `history`, for a demo principal whose own objects are `own`
    (the `OwnObject`s the turn puts in the router's trusted context)."""
    variables = {"question": query, "_history": list(history), "_tenant": tenant, "_user": user, "_known_tenants": ["acme", "globex"],
                 "_own_objects": list(own)}
    return json.loads(offline_llm.complete(LLMRequest(task="router", system="", user="", variables=variables)).text)["route"]
