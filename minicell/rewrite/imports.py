"""The import lines of the code `SymbolTree.get_code` shows, as 2.10 writes them.

The generated classes read like one module: each block (a class, the functions it calls)
is preceded by the imports of its original module that it uses. An import whose name the
shown code already binds to the same object is left out (each import is shown once); a
name bound before to another object is imported `as <name>_1` and the block's uses are
renamed. Relative imports are made absolute, a `try:` of imports is shown whole (once), and a
global the block uses that no import of its module binds (a function given to
`Node.create_call_function`, a function not parsed) is imported from where it is defined.
Only the display changes: each block is executed in its own module's namespace.
"""
import ast
import builtins
import importlib.util
import inspect
import os
import re
import sys

HEADER_NAMES = {"sys", "mindspore", "nn", "Cell", "F"}


def _source_imports(module):
    """The module's top-level imports (and `try:` blocks of imports), relative ones absolute."""
    try:
        tree = ast.parse(inspect.getsource(module))
    except (OSError, TypeError, SyntaxError):
        return []
    out = []
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            continue
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            out.append(_absolute(stmt, module))
        elif isinstance(stmt, ast.Try) and stmt.body and \
                all(isinstance(s, (ast.Import, ast.ImportFrom)) for s in stmt.body):
            out.append(stmt)
    return [s for s in out if s is not None]


def _absolute(stmt, module):
    if not isinstance(stmt, ast.ImportFrom) or not stmt.level:
        return stmt
    try:
        name = importlib.util.resolve_name("." * stmt.level + (stmt.module or ""),
                                           getattr(module, "__package__", None))
    except (ImportError, ValueError):
        return None
    return ast.ImportFrom(module=name, names=stmt.names, level=0)


def _bound_name(alias):
    return alias.asname or alias.name.split(".")[0]


def _try_names(stmt):
    return {_bound_name(a) for s in stmt.body for a in s.names}


def _used_names(text):
    """(globals read, top-level classes and functions defined) by the block's code."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return set(), set()
    read, bound = set(), set()
    top = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
    return read - bound, top


class ImportWriter:
    """Writes each block's import lines, remembering what the shown code has bound."""

    def __init__(self):
        self.bound = {}             # name -> object it stands for in the shown code
        self.tries = set()          # the `try:` blocks shown

    def _unique(self, name):
        i = 1
        while f"{name}_{i}" in self.bound:
            i += 1
        return f"{name}_{i}"

    def _take(self, name, obj, renames):
        """How the block imports `name` (None: already bound to `obj`)."""
        if name in self.bound and self.bound[name] is obj:
            return None
        if name in self.bound:
            new = self._unique(name)
            renames[name] = new
            self.bound[new] = obj
            return new
        self.bound[name] = obj
        return name

    def block(self, cls, text, ns):
        """The import lines and the (renamed) code of one block."""
        module = sys.modules.get(cls.__module__)
        read, defined = _used_names(text)
        renames, lines = {}, []
        path = os.path.dirname(os.path.abspath(inspect.getsourcefile(module) or "")) \
            if module is not None and getattr(module, "__file__", None) else ""
        lines.append(f"sys.path.insert(0, {path!r})")
        for stmt in _source_imports(module) if module is not None else []:
            if isinstance(stmt, ast.Try):      # 2.10 shows each `try:` of imports once, used or not
                shown = ast.unparse(stmt)
                if shown not in self.tries:
                    self.tries.add(shown)
                    for name in _try_names(stmt):
                        self.bound[name] = ns.get(name)
                    lines.append(shown)
                continue
            kept = []
            for alias in stmt.names:
                name = _bound_name(alias)
                if name not in read:
                    continue
                as_name = self._take(name, ns.get(name), renames)
                if as_name is not None:
                    kept.append(ast.alias(name=alias.name, asname=alias.asname
                                          if as_name == name else as_name))
            if kept:
                new = ast.Import(names=kept) if isinstance(stmt, ast.Import) else \
                    ast.ImportFrom(module=stmt.module, names=kept, level=0)
                lines.append(ast.unparse(new))
        as_name = self._take(cls.__name__, cls, renames)
        if as_name is not None:
            lines.append(_import_line(cls, as_name))
        for name in sorted(read - set(self.bound) - HEADER_NAMES):
            obj = ns.get(name)
            if obj is None or getattr(builtins, name, None) is obj or not \
                    (inspect.isclass(obj) or inspect.isfunction(obj) or inspect.ismodule(obj)):
                continue
            self.bound[name] = obj
            lines.append(_import_line(obj, name))
        for name in defined:
            self.bound.setdefault(name, ns.get(name, name))
        for old, new in renames.items():
            text = re.sub(rf"(?<![\w.]){re.escape(old)}(?!\w)", new, text)
        return "".join(line + "\n" for line in lines) + "\n" + text + "#\n"


def _import_line(obj, name):
    if inspect.ismodule(obj):
        return f"import {obj.__name__}" + (f" as {name}" if name != obj.__name__ else "")
    if obj.__module__ == "__main__":
        return f"{name} = getattr(sys.modules['__main__'], '{obj.__name__}')"
    return f"from {obj.__module__} import {obj.__name__}" + \
        (f" as {name}" if name != obj.__name__ else "")
