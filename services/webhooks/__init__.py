"""Outbound webhooks (Standard Webhooks v1): subscriptions, payloads, the address policy
and the retry schedule. Delivery itself lives in ``infrastructure.webhooks``."""
