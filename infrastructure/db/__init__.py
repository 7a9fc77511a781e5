"""PostgreSQL: schema, engine and the event store."""
