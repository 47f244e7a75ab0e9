"""The model behind the chat's turns: offline, the local llama.cpp model, or OpenAI (when configured).

Why a picker and not only `QUERYLAB_LLM_BACKEND`: the point of the workbench is to see a decision change,
and "the same turn with a real model" is one of the changes worth seeing. The engine holds one model
per backend, built on first use (`Engine.llm_for`). A backend that cannot run here (llama.cpp not
installed, no key) is shown with the message that says how to get it, and the turn runs on the offline
model instead of failing the page.
"""

from __future__ import annotations

import streamlit as st

from components.state import keep, remember
from querylab.config import STEP_TEMPLATES, StepBackends
from querylab.engine import Engine
from querylab.llm.factory import openai_configured, unavailable_reason

LABELS = {
    "offline": "offline (embedded rules, reads the inputs and its knobs)",
    "local": "local (a llama.cpp model on this machine; reads the template text)",
    "openai": "openai (OpenAI-compatible server)",
}


def backend_options(engine: Engine) -> list[str]:
    options = ["offline", "local"]
    if openai_configured(engine.settings):
        options.append("openai")
    return options


def backend_control(engine: Engine, key: str = "chat") -> str:
    """Draw the choice in the current container; return the backend the turn will use."""
    options = backend_options(engine)
    default = engine.settings.effective_backend if engine.settings.effective_backend in options else "offline"
    widget = remember(f"{key}-backend", default, options=options)
    choice = st.selectbox("Model", options, key=widget, format_func=lambda b: LABELS.get(b, b),
                          help="Which model takes the decisions of the next turn. The local model runs in a "
                               "llama.cpp server that QueryLab starts on the first question (a few seconds).")
    keep(widget)
    problem = unavailable_reason(choice, engine.settings)
    if problem:
        st.warning(f"The {choice} model is not available: {problem} Turns use the offline model meanwhile.")
        choice = "offline"
    llm = engine.llm_for(choice)
    st.caption(f"Backend: **{llm.name}** · model `{llm.model}`" + (" · offline" if getattr(llm, "offline", False) else ""))
    return choice


def step_backend_control(engine: Engine, backend: str, key: str = "chat") -> StepBackends:
    """With a real model chosen, which steps the offline model takes instead (the browser's
    `QUERYLAB_STEP_BACKENDS`); returns the turn's (step, backend) pairs.

    Why: a small local model answers from passages well enough but cannot keep the router's JSON contract; routing
    and deciding offline while it judges and answers is the combination worth trying, and each step's trace row
    shows the backend that served it. Pairs of the configuration that name a third backend are kept as they are.
    """
    configured = engine.settings.step_backends
    if backend == "offline":
        return configured
    kept = tuple((step, b) for step, b in configured if b not in ("offline", backend))
    default = [step for step, b in configured if b == "offline"]
    widget = remember(f"{key}-offline-steps", default, options=list(STEP_TEMPLATES))
    steps = st.multiselect("Steps on the offline model", list(STEP_TEMPLATES), key=widget,
                           help="These steps of the turn are taken by the embedded offline model instead of the chosen "
                                "one: e.g. router and decide, which a small local model gets wrong. Each step's row in "
                                "the trace names the backend that served it.")
    keep(widget)
    if kept:
        st.caption("From the configuration: " + ", ".join(f"{step} → {b}" for step, b in kept))
    return kept + tuple((step, "offline") for step in steps if step not in dict(kept))
