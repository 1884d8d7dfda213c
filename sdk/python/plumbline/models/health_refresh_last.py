from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.health_refresh_last_result import HealthRefreshLastResult
from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.health_refresh_last_sources_item import HealthRefreshLastSourcesItem





T = TypeVar("T", bound="HealthRefreshLast")



@_attrs_define
class HealthRefreshLast:
    """ 
        Attributes:
            result (HealthRefreshLastResult):
            started_at (datetime.datetime):
            took (str):
            detail (str | Unset):
            previous_version (str | Unset):
            sources (list[HealthRefreshLastSourcesItem] | Unset):
            version (str | Unset):
     """

    result: HealthRefreshLastResult
    started_at: datetime.datetime
    took: str
    detail: str | Unset = UNSET
    previous_version: str | Unset = UNSET
    sources: list[HealthRefreshLastSourcesItem] | Unset = UNSET
    version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_refresh_last_sources_item import HealthRefreshLastSourcesItem
        result = self.result.value

        started_at = self.started_at.isoformat()

        took = self.took

        detail = self.detail

        previous_version = self.previous_version

        sources: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sources, Unset):
            sources = []
            for sources_item_data in self.sources:
                sources_item = sources_item_data.to_dict()
                sources.append(sources_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "result": result,
            "started_at": started_at,
            "took": took,
        })
        if detail is not UNSET:
            field_dict["detail"] = detail
        if previous_version is not UNSET:
            field_dict["previous_version"] = previous_version
        if sources is not UNSET:
            field_dict["sources"] = sources
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_refresh_last_sources_item import HealthRefreshLastSourcesItem
        d = dict(src_dict)
        result = HealthRefreshLastResult(d.pop("result"))




        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))




        took = d.pop("took")

        detail = d.pop("detail", UNSET)

        previous_version = d.pop("previous_version", UNSET)

        _sources = d.pop("sources", UNSET)
        sources: list[HealthRefreshLastSourcesItem] | Unset = UNSET
        if _sources is not UNSET:
            sources = []
            for sources_item_data in _sources:
                sources_item = HealthRefreshLastSourcesItem.from_dict(sources_item_data)



                sources.append(sources_item)


        version = d.pop("version", UNSET)

        health_refresh_last = cls(
            result=result,
            started_at=started_at,
            took=took,
            detail=detail,
            previous_version=previous_version,
            sources=sources,
            version=version,
        )


        health_refresh_last.additional_properties = d
        return health_refresh_last

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
