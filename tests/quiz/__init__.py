"""Tests of the quiz: questions from the tree, spaced repetition, private and group quizzes."""
