from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_delivery_history_item_status import WebhookDeliveryHistoryItemStatus
from typing import cast
import datetime






T = TypeVar("T", bound="WebhookDeliveryHistoryItem")



@_attrs_define
class WebhookDeliveryHistoryItem:
    """ 
        Attributes:
            attempted_at (datetime.datetime):
            duration_ms (int):
            error (None | str):
            next_attempt_at (datetime.datetime | None):
            response_code (int | None):
            status (WebhookDeliveryHistoryItemStatus):
     """

    attempted_at: datetime.datetime
    duration_ms: int
    error: None | str
    next_attempt_at: datetime.datetime | None
    response_code: int | None
    status: WebhookDeliveryHistoryItemStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attempted_at = self.attempted_at.isoformat()

        duration_ms = self.duration_ms

        error: None | str
        error = self.error

        next_attempt_at: None | str
        if isinstance(self.next_attempt_at, datetime.datetime):
            next_attempt_at = self.next_attempt_at.isoformat()
        else:
            next_attempt_at = self.next_attempt_at

        response_code: int | None
        response_code = self.response_code

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attempted_at": attempted_at,
            "duration_ms": duration_ms,
            "error": error,
            "next_attempt_at": next_attempt_at,
            "response_code": response_code,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempted_at = datetime.datetime.fromisoformat(d.pop("attempted_at"))




        duration_ms = d.pop("duration_ms")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


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


        def _parse_response_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response_code = _parse_response_code(d.pop("response_code"))


        status = WebhookDeliveryHistoryItemStatus(d.pop("status"))




        webhook_delivery_history_item = cls(
            attempted_at=attempted_at,
            duration_ms=duration_ms,
            error=error,
            next_attempt_at=next_attempt_at,
            response_code=response_code,
            status=status,
        )


        webhook_delivery_history_item.additional_properties = d
        return webhook_delivery_history_item

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
