from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_created_events_item import WebhookCreatedEventsItem
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookCreated")



@_attrs_define
class WebhookCreated:
    """ 
        Attributes:
            created_at (datetime.datetime):
            events (list[WebhookCreatedEventsItem]):
            id (str):
            message (str):
            secret (str): whsec_ + 43 characters: the signing secret, shown once.
            thresholds (list[int]):
            url (str):
     """

    created_at: datetime.datetime
    events: list[WebhookCreatedEventsItem]
    id: str
    message: str
    secret: str
    thresholds: list[int]
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        id = self.id

        message = self.message

        secret = self.secret

        thresholds = self.thresholds



        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "events": events,
            "id": id,
            "message": message,
            "secret": secret,
            "thresholds": thresholds,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = WebhookCreatedEventsItem(events_item_data)



            events.append(events_item)


        id = d.pop("id")

        message = d.pop("message")

        secret = d.pop("secret")

        thresholds = cast(list[int], d.pop("thresholds"))


        url = d.pop("url")

        webhook_created = cls(
            created_at=created_at,
            events=events,
            id=id,
            message=message,
            secret=secret,
            thresholds=thresholds,
            url=url,
        )


        webhook_created.additional_properties = d
        return webhook_created

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
