from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalPanelLoadOutput")



@_attrs_define
class CalcElectricalPanelLoadOutput:
    """ The results of calc_electrical_panel_load and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The optional-method section: NEC 220.82, or NEC 120.82 in the 2026 edition.
            demand_va (float): Calculated load: the first 10 kVA of the general load (8 kVA under the 2026 NEC) at 100%, the
                remainder at 40%, plus the HVAC load at 100%, VA.
            general_lighting_va_per_sqft (float): General lighting and receptacle load density applied, VA/ft².
            hvac_item (str): The 220.82(C) item (or hvac_va) that governs hvac_load_va; none when no heating or cooling is
                given.
            hvac_load_va (float): Heating and air-conditioning load added at 100 %: the largest of hvac_va and the 220.82(C)
                items given, VA.
            nec_edition_used (str): NEC edition applied.
            recommended_service_size (str): Smallest NEC 240.6(A) standard rating that carries the load, never below 100A
                (NEC 230.79(C)).
            service_amps_at_240v (float): demand_va / 240, one decimal.
            total_connected_va (float): General load of 220.82(B) plus hvac_load_va, before the 220.82(B) demand factors,
                VA.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    demand_va: float
    general_lighting_va_per_sqft: float
    hvac_item: str
    hvac_load_va: float
    nec_edition_used: str
    recommended_service_size: str
    service_amps_at_240v: float
    total_connected_va: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        demand_va = self.demand_va

        general_lighting_va_per_sqft = self.general_lighting_va_per_sqft

        hvac_item = self.hvac_item

        hvac_load_va = self.hvac_load_va

        nec_edition_used = self.nec_edition_used

        recommended_service_size = self.recommended_service_size

        service_amps_at_240v = self.service_amps_at_240v

        total_connected_va = self.total_connected_va

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "demand_va": demand_va,
            "general_lighting_va_per_sqft": general_lighting_va_per_sqft,
            "hvac_item": hvac_item,
            "hvac_load_va": hvac_load_va,
            "nec_edition_used": nec_edition_used,
            "recommended_service_size": recommended_service_size,
            "service_amps_at_240v": service_amps_at_240v,
            "total_connected_va": total_connected_va,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        demand_va = d.pop("demand_va")

        general_lighting_va_per_sqft = d.pop("general_lighting_va_per_sqft")

        hvac_item = d.pop("hvac_item")

        hvac_load_va = d.pop("hvac_load_va")

        nec_edition_used = d.pop("nec_edition_used")

        recommended_service_size = d.pop("recommended_service_size")

        service_amps_at_240v = d.pop("service_amps_at_240v")

        total_connected_va = d.pop("total_connected_va")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_panel_load_output = cls(
            code_reference=code_reference,
            demand_va=demand_va,
            general_lighting_va_per_sqft=general_lighting_va_per_sqft,
            hvac_item=hvac_item,
            hvac_load_va=hvac_load_va,
            nec_edition_used=nec_edition_used,
            recommended_service_size=recommended_service_size,
            service_amps_at_240v=service_amps_at_240v,
            total_connected_va=total_connected_va,
            schemas=schemas,
        )


        calc_electrical_panel_load_output.additional_properties = d
        return calc_electrical_panel_load_output

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
