from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.data_release import DataRelease
  from ..models.data_retention import DataRetention





T = TypeVar("T", bound="DataReleases")



@_attrs_define
class DataReleases:
    """ The release feed, newest first.

        Attributes:
            live_version (str): The version answering requests that pin none.
            releases (list[DataRelease]):
            retention (DataRetention): How long versions stay answerable: at most keep_versions at a time (the live one
                included), each for at most keep_for_days after it was superseded (0: no age limit).
     """

    live_version: str
    releases: list[DataRelease]
    retention: DataRetention
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.data_release import DataRelease
        from ..models.data_retention import DataRetention
        live_version = self.live_version

        releases = []
        for releases_item_data in self.releases:
            releases_item = releases_item_data.to_dict()
            releases.append(releases_item)



        retention = self.retention.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "live_version": live_version,
            "releases": releases,
            "retention": retention,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.data_release import DataRelease
        from ..models.data_retention import DataRetention
        d = dict(src_dict)
        live_version = d.pop("live_version")

        releases = []
        _releases = d.pop("releases")
        for releases_item_data in (_releases):
            releases_item = DataRelease.from_dict(releases_item_data)



            releases.append(releases_item)


        retention = DataRetention.from_dict(d.pop("retention"))




        data_releases = cls(
            live_version=live_version,
            releases=releases,
            retention=retention,
        )


        data_releases.additional_properties = d
        return data_releases

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
