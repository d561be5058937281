"""The parser settings of rewrite that MindSpore exposes (mindspore.rewrite.parsers)."""
from minicell.rewrite.parsers.assign_parser import AssignParser
from minicell.rewrite.parsers.class_def_parser import ClassDefParser

__all__ = ["AssignParser", "ClassDefParser"]
