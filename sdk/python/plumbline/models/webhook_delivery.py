from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_status import WebhookDeliveryStatus
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.webhook_delivery_history_item import WebhookDeliveryHistoryItem





T = TypeVar("T", bound="WebhookDelivery")



@_attrs_define
class WebhookDelivery:
    """ 
        Attributes:
            attempts (int):
            created_at (datetime.datetime):
            delivered_at (datetime.datetime | None):
            event_id (str):
            event_type (str):
            history (list[WebhookDeliveryHistoryItem]): Attempts, most recent first.
            id (str):
            next_attempt_at (datetime.datetime | None):
            status (WebhookDeliveryStatus):
     """

    attempts: int
    created_at: datetime.datetime
    delivered_at: datetime.datetime | None
    event_id: str
    event_type: str
    history: list[WebhookDeliveryHistoryItem]
    id: str
    next_attempt_at: datetime.datetime | None
    status: WebhookDeliveryStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.webhook_delivery_history_item import WebhookDeliveryHistoryItem
        attempts = self.attempts

        created_at = self.created_at.isoformat()

        delivered_at: None | str
        if isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        event_id = self.event_id

        event_type = self.event_type

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        id = self.id

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempts": attempts,
            "created_at": created_at,
            "delivered_at": delivered_at,
            "event_id": event_id,
            "event_type": event_type,
            "history": history,
            "id": id,
            "next_attempt_at": next_attempt_at,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_delivery_history_item import WebhookDeliveryHistoryItem
        d = dict(src_dict)
        attempts = d.pop("attempts")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_delivered_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)



                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))


        event_id = d.pop("event_id")

        event_type = d.pop("event_type")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = WebhookDeliveryHistoryItem.from_dict(history_item_data)



            history.append(history_item)


        id = d.pop("id")

        def _parse_next_attempt_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_attempt_at_type_0 = datetime.datetime.fromisoformat(data)



                return next_attempt_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))


        status = WebhookDeliveryStatus(d.pop("status"))




        webhook_delivery = cls(
            attempts=attempts,
            created_at=created_at,
            delivered_at=delivered_at,
            event_id=event_id,
            event_type=event_type,
            history=history,
            id=id,
            next_attempt_at=next_attempt_at,
            status=status,
        )


        webhook_delivery.additional_properties = d
        return webhook_delivery

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
