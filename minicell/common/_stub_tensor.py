"""MindSpore's private ``mindspore.common._stub_tensor``: ``StubTensor`` was the placeholder
PYNATIVE_MODE returned before an asynchronous op's value existed. minicell's ops return Tensors,
so no value is ever a StubTensor; the class exists for code that patches methods onto it next to
``Tensor`` (mindnlp does), which then has no effect, as in MindSpore 2.10 where it is unused too.
"""


class StubTensor:
    """Never instantiated by minicell (see the module docstring)."""


__all__ = ["StubTensor"]
