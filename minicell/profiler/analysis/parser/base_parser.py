"""``BaseParser``: one step of an analysis flow, with post hooks run in processes."""
from multiprocessing import Process
from typing import Any, Callable, List, Optional

from minicell import log as logger
from minicell.profiler.common.log import ProfilerLogger


class BaseParser:
    """A parser: ``parse(data)`` returns ``_parse(data)`` (or ``data`` unchanged when
    ``_parse`` raises, after logging), then runs each post hook on the result in its
    own process."""
    EXEC_HOOK_TIMEOUT = 30 * 60

    def __init__(self, next_parser: Optional["BaseParser"] = None):
        self.next_parser: Optional["BaseParser"] = next_parser
        self._post_hooks: List[Callable[[Any], None]] = []
        self._logger = ProfilerLogger.get_instance()

    def set_next(self, next_parser: "BaseParser") -> "BaseParser":
        """Link ``next_parser`` after this one; returns this parser."""
        if not isinstance(next_parser, BaseParser):
            raise ValueError(
                f"next_parser {type(next_parser).__name__} must be a BaseParser")
        self.next_parser = next_parser
        return self

    def parse(self, data: Any) -> Any:
        """The parsed result; on an error the input, unchanged."""
        name = type(self).__name__
        try:
            result = self._parse(data)
            self._execute_post_hooks(result)
        except Exception as e:  # pylint: disable=broad-except
            logger.error("Parser [%s] error: %s", name, str(e))
            self._logger.error("Parser [%s] error: %s", name, str(e), exc_info=True)
            return data
        return result

    def register_post_hook(self, hook: Callable[[Any], None]) -> "BaseParser":
        """Add ``hook(result)`` to run after each parse; returns this parser."""
        if not callable(hook):
            raise ValueError("Hook must be callable")
        self._post_hooks.append(hook)
        return self

    @staticmethod
    def _hook_name(hook) -> str:
        owner = type(hook.__self__).__name__ if hasattr(hook, "__self__") else "Unknown"
        return f"{owner}.{getattr(hook, '__name__', type(hook).__name__)}"

    def _execute_post_hooks(self, res: Any) -> None:
        """Start every hook in a process, then wait for each (terminated on timeout)."""
        name = type(self).__name__
        running = []
        for hook in self._post_hooks:
            proc = Process(target=hook, args=(res,))
            proc.start()
            running.append((proc, self._hook_name(hook)))
            self._logger.info("Parser [%s] post hook [%s] start", name, running[-1][1])
        for proc, hook_name in running:
            try:
                proc.join(timeout=self.EXEC_HOOK_TIMEOUT)
                if proc.is_alive():
                    logger.error("Parser [%s] post hook [%s] timeout after %s seconds, "
                                 "terminating", name, hook_name, self.EXEC_HOOK_TIMEOUT)
                    proc.terminate()
                    proc.join()
                else:
                    self._logger.info("Parser [%s] post hook [%s] completed", name, hook_name)
            except Exception as e:  # pylint: disable=broad-except
                self._logger.error("Parser [%s] post hook [%s] failed: %s", name, hook_name,
                                   str(e), exc_info=True)
                if proc.is_alive():
                    proc.terminate()

    def _parse(self, data: Any) -> Any:
        raise NotImplementedError("Subclasses should implement this!")


class DummyParser(BaseParser):
    """A parser that passes its input through."""

    def _parse(self, data: Any) -> Any:
        return data
