"""``POST /v1/games/{game_id}/stream-tickets``: a short-lived ticket for the live feed.

For browsers: ``EventSource`` cannot send ``Authorization``, so a seat trades its bearer
token for a ticket and opens ``GET …/events/stream?ticket=…`` (see
``services/stream_tickets.py``).
"""

from litestar import Controller, Response, post
from litestar.di import Provide

from infrastructure.api.created import created
from infrastructure.api.dependencies import Ctx, GameId, SeatActor, provide_actor
from services.stream_tickets import StreamTicket, issue_ticket


class StreamTicketController(Controller):
    """Stream tickets, for any seat of the game."""

    path = "/v1/games/{game_id:str}/stream-tickets"
    tags = ["games"]
    dependencies = {"actor": Provide(provide_actor)}
    security = [{"BearerToken": []}]

    @post("/", operation_id="createStreamTicket", status_code=201,
          summary="A ticket for the live feed (for EventSource)")
    async def create_ticket(self, game_id: GameId, actor: SeatActor, ctx: Ctx,
                            ) -> Response[StreamTicket]:
        """A ticket bound to this seat and game, accepted as ``?ticket=`` by the live feed
        only, for 60 seconds (reconnections within that time may reuse it;
        after it, ask for a new one). Never put a bearer token in a URL: use this."""
        ticket = await issue_ticket(ctx, actor, game_id)
        return created(ticket, f"/v1/games/{game_id}/events/stream?ticket={ticket.ticket}")
