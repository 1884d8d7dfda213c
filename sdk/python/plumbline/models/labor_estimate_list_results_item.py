from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.labor_estimate import LaborEstimate
  from ..models.problem import Problem





T = TypeVar("T", bound="LaborEstimateListResultsItem")



@_attrs_define
class LaborEstimateListResultsItem:
    """ 
        Attributes:
            body (LaborEstimate | Problem):
            status (int): 200, or the status of the value's problem (404 nothing held, 429 refused by the meter).
            trade (str):
            retry_after (int | Unset): On a 429: seconds until the value may be asked again.
     """

    body: LaborEstimate | Problem
    status: int
    trade: str
    retry_after: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.labor_estimate import LaborEstimate
        from ..models.problem import Problem
        body: dict[str, Any]
        if isinstance(self.body, LaborEstimate):
            body = self.body.to_dict()
        else:
            body = self.body.to_dict()


        status = self.status

        trade = self.trade

        retry_after = self.retry_after


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "body": body,
            "status": status,
            "trade": trade,
        })
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.labor_estimate import LaborEstimate
        from ..models.problem import Problem
        d = dict(src_dict)
        def _parse_body(data: object) -> LaborEstimate | Problem:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = LaborEstimate.from_dict(data)



                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            body_type_1 = Problem.from_dict(data)



            return body_type_1

        body = _parse_body(d.pop("body"))


        status = d.pop("status")

        trade = d.pop("trade")

        retry_after = d.pop("retry_after", UNSET)

        labor_estimate_list_results_item = cls(
            body=body,
            status=status,
            trade=trade,
            retry_after=retry_after,
        )


        labor_estimate_list_results_item.additional_properties = d
        return labor_estimate_list_results_item

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
