"""``mindspore.mindrecord.MindPage``: a MindRecord dataset's rows grouped by the values of one
index field (its categories), read a page at a time."""
import json

from . import _format
from .exceptions import MRMDefineCategoryError, ParamTypeError, ParamValueError
from .filereader import Dataset


class MindPage:
    """``MindPage(file_name, num_consumer=4)``: set ``category_field`` (one of
    ``candidate_fields``, the files' index fields), then ``read_category_info()`` and
    ``read_at_page_by_id`` / ``read_at_page_by_name``. Categories are the field's values as
    strings, in string order, numbered from 0; a page is ``num_row`` rows of one category in
    file order."""

    def __init__(self, file_name, num_consumer=4):
        _format.check_consumer(num_consumer)
        self._data = Dataset(file_name)
        self._candidate_fields = [f["index_field"]
                                  for f in self._data.header["index_fields"] or []]
        self._category_field = None
        self._categories = None      # [(name, [row indices])], in name order

    @property
    def candidate_fields(self):
        """The fields a category can be made of (the files' index fields)."""
        return list(self._candidate_fields)

    @property
    def category_field(self):
        return self._category_field

    @category_field.setter
    def category_field(self, category_field):
        if not category_field or not isinstance(category_field, str):
            raise ParamTypeError("category_fields", "str")
        if category_field not in self._candidate_fields:
            raise MRMDefineCategoryError(f"Field '{category_field}' is not a candidate category "
                                         f"field.")
        groups = {}
        for i in range(len(self._data)):
            value = self._data.row(i, [category_field])[category_field]
            groups.setdefault(str(value), []).append(i)
        self._category_field, self._categories = category_field, sorted(groups.items())

    def _groups(self):
        if self._categories is None:
            raise RuntimeError("Invalid data, field: is invalid.")
        return self._categories

    def read_category_info(self):
        """A JSON string: each category's ``count``, ``id`` and ``name``, and the field."""
        return json.dumps({"categories": [{"count": len(rows), "id": i, "name": name}
                                          for i, (name, rows) in enumerate(self._groups())],
                           "key": f"{self._category_field}_0"}, separators=(",", ":"))

    def read_at_page_by_id(self, category_id, page, num_row):
        """Rows ``page * num_row`` to ``(page + 1) * num_row`` of category ``category_id``."""
        if isinstance(category_id, bool) or not isinstance(category_id, int) or category_id < 0:
            raise ParamValueError("Category id should be int and greater than or equal to 0.")
        _check_page(page, num_row)
        groups = self._groups()
        if category_id >= len(groups):
            raise RuntimeError(f"Invalid data, category_id: {category_id} must be in the range "
                               f"[0, {len(groups)}].")
        return self._page(groups[category_id][1], page, num_row)

    def read_at_page_by_name(self, category_name, page, num_row):
        """Rows ``page * num_row`` to ``(page + 1) * num_row`` of the category named so."""
        if not isinstance(category_name, str):
            raise ParamValueError("Category name should be str.")
        _check_page(page, num_row)
        for name, rows in self._groups():
            if name == category_name:
                return self._page(rows, page, num_row)
        raise RuntimeError(f"category_name: {category_name} could not found.")

    def _page(self, rows, page, num_row):
        if page * num_row >= len(rows):
            raise RuntimeError(f"Invalid data, page no: {page}or page size: {num_row} is "
                               f"invalid.")
        return [self._data.row(i) for i in rows[page * num_row:(page + 1) * num_row]]


def _check_page(page, num_row):
    if isinstance(page, bool) or not isinstance(page, int) or page < 0:
        raise ParamValueError("Page should be int and greater than or equal to 0.")
    if isinstance(num_row, bool) or not isinstance(num_row, int) or num_row <= 0:
        raise ParamValueError("num_row should be int and greater than 0.")
