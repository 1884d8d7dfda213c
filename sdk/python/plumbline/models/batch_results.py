from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.batch_results_results_item import BatchResultsResultsItem
  from ..models.batch_results_summary import BatchResultsSummary





T = TypeVar("T", bound="BatchResults")



@_attrs_define
class BatchResults:
    """ One result per item, in the request's order, and what the batch did.

        Attributes:
            results (list[BatchResultsResultsItem]):
            summary (BatchResultsSummary):
     """

    results: list[BatchResultsResultsItem]
    summary: BatchResultsSummary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_results_results_item import BatchResultsResultsItem
        from ..models.batch_results_summary import BatchResultsSummary
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
        from ..models.batch_results_results_item import BatchResultsResultsItem
        from ..models.batch_results_summary import BatchResultsSummary
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in (_results):
            results_item = BatchResultsResultsItem.from_dict(results_item_data)



            results.append(results_item)


        summary = BatchResultsSummary.from_dict(d.pop("summary"))




        batch_results = cls(
            results=results,
            summary=summary,
        )


        batch_results.additional_properties = d
        return batch_results

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
