"""Text helpers the random-program generators of families 53 onwards share (no minicell import:
the generators only write program text)."""


def indent(text, n):
    """``text`` with each non-empty line indented ``n`` spaces."""
    return "\n".join(" " * n + line if line else line for line in text.split("\n"))


def group_statement(r, groups):
    """One statement of families 56 onwards: a group of ``groups`` (name -> (texts, weight)) by
    its weight, then one of its texts with ``{c}`` one of -0.5, 0.25, 0.5."""
    group = r.choices(list(groups), [w for _, w in groups.values()])[0]
    return r.choice(groups[group][0]).format(c=r.choice([-0.5, 0.25, 0.5]))


def grad_lines(r, grads, inputs):
    """1-2 of ``grads`` (main-level gradient calls, families 54 onwards), each on one of
    ``inputs`` (the argument lists main() calls the network with), indented into main()."""
    lines = []
    for g in r.sample(grads, r.randint(1, 2)):
        inp = r.choice(inputs).split(", ")
        lines.append(indent(g.format(inp=", ".join(inp[:2]), inp1=inp[0]), 4))
    return lines
