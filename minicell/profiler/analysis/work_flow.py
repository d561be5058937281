"""``WorkFlow``: a singly linked chain of parsers run one after another."""
from typing import Iterator, Optional

from .parser.base_parser import BaseParser


class WorkFlow:
    """The parsers of one flow, linked through their ``next_parser``."""

    def __init__(self, head_parser: Optional[BaseParser] = None):
        self.head_parser = head_parser

    def add_parser(self, parser: BaseParser) -> None:
        """Append ``parser`` at the end of the chain."""
        tail = None
        for tail in self:
            pass
        if tail is None:
            self.head_parser = parser
        else:
            tail.next_parser = parser

    def __iter__(self) -> Iterator[BaseParser]:
        node = self.head_parser
        while node:
            yield node
            node = node.next_parser

    def __len__(self) -> int:
        return sum(1 for _ in self)
