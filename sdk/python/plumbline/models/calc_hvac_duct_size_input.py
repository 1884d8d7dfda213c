from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcHvacDuctSizeInput")



@_attrs_define
class CalcHvacDuctSizeInput:
    """ 
        Attributes:
            airflow_cfm (float): Air flow the duct carries, ft³/min.
            friction_rate (float): Design friction rate (available static pressure per 100 ft of total effective length,
                ACCA Manual D), inches of water column per 100 ft.
            roughness_ft (float | Unset): Absolute roughness of the duct wall, feet. Default 0.0003 ft (0.09 mm): galvanized
                steel, the value of the ASHRAE Duct Design worked example. Default: 0.0003.
     """

    airflow_cfm: float
    friction_rate: float
    roughness_ft: float | Unset = 0.0003





    def to_dict(self) -> dict[str, Any]:
        airflow_cfm = self.airflow_cfm

        friction_rate = self.friction_rate

        roughness_ft = self.roughness_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "airflow_cfm": airflow_cfm,
            "friction_rate": friction_rate,
        })
        if roughness_ft is not UNSET:
            field_dict["roughness_ft"] = roughness_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        airflow_cfm = d.pop("airflow_cfm")

        friction_rate = d.pop("friction_rate")

        roughness_ft = d.pop("roughness_ft", UNSET)

        calc_hvac_duct_size_input = cls(
            airflow_cfm=airflow_cfm,
            friction_rate=friction_rate,
            roughness_ft=roughness_ft,
        )

        return calc_hvac_duct_size_input

