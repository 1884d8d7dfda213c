from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.batch_results_results_item_body import BatchResultsResultsItemBody





T = TypeVar("T", bound="BatchResultsResultsItem")



@_attrs_define
class BatchResultsResultsItem:
    """ 
        Attributes:
            body (BatchResultsResultsItemBody): The item's answer: the calculator's results (with `schemas` unless Prefer:
                return=minimal), or an RFC 7807 problem.
            id (str):
            status (int): The HTTP status the item's own call would answer: 200, or the problem's status (404 no such
                calculator, 422 invalid input, 429 refused by the rate limit or the monthly quota).
            retry_after (int | Unset): On a 429: seconds until the item may be sent again (the Retry-After of its own call).
     """

    body: BatchResultsResultsItemBody
    id: str
    status: int
    retry_after: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_results_results_item_body import BatchResultsResultsItemBody
        body = self.body.to_dict()

        id = self.id

        status = self.status

        retry_after = self.retry_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "body": body,
            "id": id,
            "status": status,
        })
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_results_results_item_body import BatchResultsResultsItemBody
        d = dict(src_dict)
        body = BatchResultsResultsItemBody.from_dict(d.pop("body"))




        id = d.pop("id")

        status = d.pop("status")

        retry_after = d.pop("retry_after", UNSET)

        batch_results_results_item = cls(
            body=body,
            id=id,
            status=status,
            retry_after=retry_after,
        )


        batch_results_results_item.additional_properties = d
        return batch_results_results_item

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
