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
            detail (str | Unset):
            previous_version (str | Unset):
            result (HealthRefreshLastResult | Unset):
            sources (list[HealthRefreshLastSourcesItem] | Unset):
            started_at (datetime.datetime | Unset):
            took (str | Unset):
            version (str | Unset):
     """

    detail: str | Unset = UNSET
    previous_version: str | Unset = UNSET
    result: HealthRefreshLastResult | Unset = UNSET
    sources: list[HealthRefreshLastSourcesItem] | Unset = UNSET
    started_at: datetime.datetime | Unset = UNSET
    took: str | Unset = UNSET
    version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.health_refresh_last_sources_item import HealthRefreshLastSourcesItem
        detail = self.detail

        previous_version = self.previous_version

        result: str | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.value


        sources: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sources, Unset):
            sources = []
            for sources_item_data in self.sources:
                sources_item = sources_item_data.to_dict()
                sources.append(sources_item)



        started_at: str | Unset = UNSET
        if not isinstance(self.started_at, Unset):
            started_at = self.started_at.isoformat()

        took = self.took

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if detail is not UNSET:
            field_dict["detail"] = detail
        if previous_version is not UNSET:
            field_dict["previous_version"] = previous_version
        if result is not UNSET:
            field_dict["result"] = result
        if sources is not UNSET:
            field_dict["sources"] = sources
        if started_at is not UNSET:
            field_dict["started_at"] = started_at
        if took is not UNSET:
            field_dict["took"] = took
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.health_refresh_last_sources_item import HealthRefreshLastSourcesItem
        d = dict(src_dict)
        detail = d.pop("detail", UNSET)

        previous_version = d.pop("previous_version", UNSET)

        _result = d.pop("result", UNSET)
        result: HealthRefreshLastResult | Unset
        if isinstance(_result,  Unset):
            result = UNSET
        else:
            result = HealthRefreshLastResult(_result)




        _sources = d.pop("sources", UNSET)
        sources: list[HealthRefreshLastSourcesItem] | Unset = UNSET
        if _sources is not UNSET:
            sources = []
            for sources_item_data in _sources:
                sources_item = HealthRefreshLastSourcesItem.from_dict(sources_item_data)



                sources.append(sources_item)


        _started_at = d.pop("started_at", UNSET)
        started_at: datetime.datetime | Unset
        if isinstance(_started_at,  Unset):
            started_at = UNSET
        else:
            started_at = datetime.datetime.fromisoformat(_started_at)




        took = d.pop("took", UNSET)

        version = d.pop("version", UNSET)

        health_refresh_last = cls(
            detail=detail,
            previous_version=previous_version,
            result=result,
            sources=sources,
            started_at=started_at,
            took=took,
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
