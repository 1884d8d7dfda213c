from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.labor_estimate_list_results_item import LaborEstimateListResultsItem
  from ..models.labor_estimate_list_summary import LaborEstimateListSummary





T = TypeVar("T", bound="LaborEstimateList")



@_attrs_define
class LaborEstimateList:
    """ The answer to a request naming several trade values: one result per value, in the order given, each what the request
    with that value alone answers.

        Attributes:
            results (list[LaborEstimateListResultsItem]):
            summary (LaborEstimateListSummary):
     """

    results: list[LaborEstimateListResultsItem]
    summary: LaborEstimateListSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.labor_estimate_list_results_item import LaborEstimateListResultsItem
        from ..models.labor_estimate_list_summary import LaborEstimateListSummary
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)



        summary = self.summary.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "results": results,
            "summary": summary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.labor_estimate_list_results_item import LaborEstimateListResultsItem
        from ..models.labor_estimate_list_summary import LaborEstimateListSummary
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = LaborEstimateListResultsItem.from_dict(results_item_data)



            results.append(results_item)


        summary = LaborEstimateListSummary.from_dict(d.pop("summary"))




        labor_estimate_list = cls(
            results=results,
            summary=summary,
        )


        labor_estimate_list.additional_properties = d
        return labor_estimate_list

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
