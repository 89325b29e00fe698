"""The classroom app: a small server (tornado) for a class practising together. The students'
browsers run mjlib (the course site's live drill, Pyodide); the server serves the built site and
the pages, and keeps the class's answers (SQLite in a results folder outside the checkout).

    python -m app                      # 127.0.0.1:8866, results in ~/.mjlib-classroom
    python -m app --host 0.0.0.0       # open to the school network: one address per interface
    python -m app --port 9000 --results FOLDER --key KEY --site site

See :mod:`app.server` for the pages and the API, :mod:`app.store` for the answers.
"""
