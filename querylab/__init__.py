"""QueryLab engine: routing, retrieval decisions, judging and rewriting, with every step traced.

The engine never imports Streamlit (a test enforces it) so the command line, the benchmarks and
the browser app all drive the very same code.
"""

__version__ = "0.1.0"
