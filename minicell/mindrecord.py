"""``mindspore.mindrecord``: MindSpore's own dataset file format. minicell does not read or write
it; every name imports (a zoo's dataset.py imports ``FileWriter`` at module level) and raises
``UnsupportedError`` with the reason when called or instantiated."""
from .common.unsupported import UNSUPPORTED as _UNSUPPORTED, placeholder as _placeholder

globals().update({_name: _placeholder("mindspore.mindrecord", _name)
                  for _name in _UNSUPPORTED["mindspore.mindrecord"]})
