"""Locquemare's declarations (issue #23): the preconditions (``may``, ``may_play``) and the
choices (``choices``) of every command, assembled into ``decider.MOVES``.

A precondition is what a handler checks first, independently of the command's fields;
``TableRuleset.decide`` runs it before the handler and ``available`` evaluates it to say
what a seat may send now.
"""
