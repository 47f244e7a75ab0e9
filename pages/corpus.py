"""Corpus: coming with the workbench issue."""

import streamlit as st

st.title("Corpus")
st.info("This page is being built; the Chat page is ready.")
