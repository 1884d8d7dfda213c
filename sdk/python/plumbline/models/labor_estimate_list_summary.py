from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LaborEstimateListSummary")



@_attrs_define
class LaborEstimateListSummary:
    """ 
        Attributes:
            counted (int): Calls the batch added to the monthly usage: the items admitted by the meter (a 422 item is
                counted, as its own call is).
            failed (int): Items answered with a problem.
            items (int): Items in the batch.
            refused (int): Items the rate limit or the monthly quota refused (429): not counted.
            succeeded (int): Items answered 200.
     """

    counted: int
    failed: int
    items: int
    refused: int
    succeeded: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        counted = self.counted

        failed = self.failed

        items = self.items

        refused = self.refused

        succeeded = self.succeeded


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "counted": counted,
            "failed": failed,
            "items": items,
            "refused": refused,
            "succeeded": succeeded,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        counted = d.pop("counted")

        failed = d.pop("failed")

        items = d.pop("items")

        refused = d.pop("refused")

        succeeded = d.pop("succeeded")

        labor_estimate_list_summary = cls(
            counted=counted,
            failed=failed,
            items=items,
            refused=refused,
            succeeded=succeeded,
        )


        labor_estimate_list_summary.additional_properties = d
        return labor_estimate_list_summary

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
