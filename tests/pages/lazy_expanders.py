"""AppTest has no click on an expander: a lazy one (`st.expander(..., key=K, on_change="rerun")`) is opened or
closed through its key in the session state, and the content it draws only while open appears on the next run."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def set_expander(at: AppTest, key: str, open: bool = True) -> AppTest:
    at.session_state[key] = open
    at.run()
    assert not at.exception, at.exception
    return at
