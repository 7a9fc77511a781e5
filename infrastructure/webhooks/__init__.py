"""Webhook delivery over PostgreSQL and HTTP: the subscription store, the outbox queue
(the global log is the outbox), the signed sender and the delivery worker."""
