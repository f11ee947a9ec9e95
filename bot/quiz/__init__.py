"""Quizzes drawn from the question tree: every question is a complete path of the tree, its
right answer is the core's ruling for it, and its near misses are the core's rulings for the
neighbouring paths that it decides differently. Nothing here is written by hand, so the quiz
stays right when the rules change.

Modules: ``topics`` (topics and levels), ``answers`` (what makes two answers the same, and an
answer in words), ``narration`` (a question's path told as an incident), ``bank`` (the
questions), ``draw`` (a question drawn with its teams' colours, and its id in callback data),
``schedule`` (spaced repetition), ``words`` (a question and its result as screens and poll
texts), ``store`` (history and group polls, in SQLite), ``series`` (a group's series of polls),
``terminal`` (``python -m bot --quiz``).
"""
