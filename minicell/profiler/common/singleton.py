"""``@Singleton``: the decorated class's one instance, made on the first call."""


class Singleton:
    """Wraps a class; calling the wrapper returns the same instance every time."""

    def __init__(self, cls):
        self._cls = cls
        self._instance = {}

    def __call__(self):
        if self._cls not in self._instance:
            self._instance[self._cls] = self._cls()
        return self._instance[self._cls]
