"""Compare: coming with the workbench issue."""

import streamlit as st

st.title("Compare")
st.info("This page is being built; the Chat page is ready.")
