"""Écarté for the terminal: a pure rules engine, bots, game records and a front end."""

__version__ = "0.1.0"
