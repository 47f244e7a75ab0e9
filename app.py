"""QueryLab in the browser: page config, the engine (cached once per process), and navigation."""

import streamlit as st

st.set_page_config(page_title="QueryLab", page_icon="🔎", layout="wide")

pages = [
    st.Page("pages/chat.py", title="Chat", icon="💬", default=True),
    st.Page("pages/corpus.py", title="Corpus", icon="📚"),
    st.Page("pages/prompts.py", title="Prompts", icon="✏️"),
    st.Page("pages/traces.py", title="Traces", icon="🧾"),
    st.Page("pages/evaluate.py", title="Evaluate", icon="📊"),
    st.Page("pages/compare.py", title="Compare", icon="⚖️"),
]
st.navigation(pages).run()
