"""Streamlit building blocks shared by the pages. The engine itself lives in `querylab/`."""
