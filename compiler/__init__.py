"""GRAPH_MODE: source -> AST transform -> trace -> IR -> passes -> lowering to jax.jit."""
