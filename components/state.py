"""Widget values that survive page switches.

Why: Streamlit forgets a widget's value when a run of the app does not draw that widget, so the
preset chosen on Chat would be lost after a visit to Corpus. `remember` seeds the widget's session key
from a page-independent store before the widget is drawn (never passing a default *and* a session
value, which Streamlit warns about), and `keep` writes the value back after it is drawn.
"""

from __future__ import annotations

from typing import Any, Sequence

import streamlit as st

_STORE = "_ql_remembered"


def remember(key: str, default: Any, options: Sequence[Any] | None = None) -> str:
    """Make sure `st.session_state[key]` holds the remembered value (or `default`); returns `key`."""
    store: dict[str, Any] = st.session_state.setdefault(_STORE, {})
    if key not in st.session_state:
        value = store.get(key, default)
        if options is not None:
            if isinstance(value, list):  # a multiselect: drop choices that no longer exist
                value = [v for v in value if v in options]
            elif value not in options:
                value = default
        st.session_state[key] = value
    return key


def keep(key: str) -> Any:
    """Copy the widget's current value into the page-independent store and return it."""
    value = st.session_state.get(key)
    st.session_state.setdefault(_STORE, {})[key] = value
    return value


def recall(key: str, default: Any) -> Any:
    """A widget's value in a run that does not draw it (a closed lazy expander): its session value while
    Streamlit still holds it, else the remembered one, else `default`."""
    if key in st.session_state:
        return st.session_state[key]
    return st.session_state.setdefault(_STORE, {}).get(key, default)


def put(key: str, value: Any) -> None:
    """Set a widget's value from a callback (before the widget is drawn) and remember it across pages."""
    st.session_state[key] = value
    st.session_state.setdefault(_STORE, {})[key] = value


def forget(prefix: str) -> None:
    """Drop every widget value whose key starts with `prefix`, so those widgets show their defaults again."""
    store: dict[str, Any] = st.session_state.setdefault(_STORE, {})
    for key in [k for k in list(st.session_state.keys()) if str(k).startswith(prefix)]:
        del st.session_state[key]
    for key in [k for k in store if k.startswith(prefix)]:
        del store[key]
