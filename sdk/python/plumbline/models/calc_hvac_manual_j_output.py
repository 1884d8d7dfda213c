from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_hvac_manual_j_output_checks_item import CalcHvacManualJOutputChecksItem
  from ..models.calc_hvac_manual_j_output_components_item import CalcHvacManualJOutputComponentsItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcHvacManualJOutput")



@_attrs_define
class CalcHvacManualJOutput:
    """ The results of calc_hvac_manual_j and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            additional_cooling_btuh (float): The caller's additional cooling gains, as given, Btu/h.
            air_heat_factor (float): Heat capacity of air applied to infiltration: 0.075 lb/ft³ × 0.24 Btu/(lb·°F) = 0.018
                Btu/(ft³·°F).
            checks (list[CalcHvacManualJOutputChecksItem]): Indoor design temperatures against IECC R302.1.
            code_reference (str): The procedure this simplifies.
            components (list[CalcHvacManualJOutputComponentsItem]): Each component's U·A and its heating and cooling
                conduction load.
            cooling_conduction_btuh (float): Σ U·A × cooling ΔT, Btu/h.
            cooling_delta_t_f (float): Outdoor cooling design minus indoor cooling temperature, °F (0 when outdoors is no
                hotter).
            cooling_infiltration_btuh (float): 0.018 × volume × summer ACH × cooling ΔT (sensible only), Btu/h.
            cooling_load_btuh (float): Cooling load: conduction plus sensible infiltration plus additional_cooling_btuh,
                Btu/h.
            cooling_tons (float): cooling_load_btuh / 12,000, tons of refrigeration.
            heating_conduction_btuh (float): Σ U·A × heating ΔT, Btu/h.
            heating_delta_t_f (float): Indoor heating minus outdoor heating design temperature, °F (0 when outdoors is no
                colder).
            heating_infiltration_btuh (float): 0.018 × volume × winter ACH × heating ΔT, Btu/h.
            heating_load_btuh (float): Heating load: conduction plus infiltration, Btu/h.
            infiltration_cooling_cfm (float): Summer infiltration airflow: volume × ACH / 60, ft³/min.
            infiltration_heating_cfm (float): Winter infiltration airflow: volume × ACH / 60, ft³/min.
            pass_ (bool): True when every check passes.
            simplifications (str): What this simplified method leaves out compared with a full ACCA Manual J calculation.
            total_ua (float): Σ U·A of the envelope, Btu/(h·°F).
            volume_cuft (float): Conditioned volume: floor area × ceiling height, cubic feet.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    additional_cooling_btuh: float
    air_heat_factor: float
    checks: list[CalcHvacManualJOutputChecksItem]
    code_reference: str
    components: list[CalcHvacManualJOutputComponentsItem]
    cooling_conduction_btuh: float
    cooling_delta_t_f: float
    cooling_infiltration_btuh: float
    cooling_load_btuh: float
    cooling_tons: float
    heating_conduction_btuh: float
    heating_delta_t_f: float
    heating_infiltration_btuh: float
    heating_load_btuh: float
    infiltration_cooling_cfm: float
    infiltration_heating_cfm: float
    pass_: bool
    simplifications: str
    total_ua: float
    volume_cuft: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_hvac_manual_j_output_checks_item import CalcHvacManualJOutputChecksItem
        from ..models.calc_hvac_manual_j_output_components_item import CalcHvacManualJOutputComponentsItem
        from ..models.calculator_schemas import CalculatorSchemas
        additional_cooling_btuh = self.additional_cooling_btuh

        air_heat_factor = self.air_heat_factor

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        components = []
        for components_item_data in self.components:
            components_item = components_item_data.to_dict()
            components.append(components_item)



        cooling_conduction_btuh = self.cooling_conduction_btuh

        cooling_delta_t_f = self.cooling_delta_t_f

        cooling_infiltration_btuh = self.cooling_infiltration_btuh

        cooling_load_btuh = self.cooling_load_btuh

        cooling_tons = self.cooling_tons

        heating_conduction_btuh = self.heating_conduction_btuh

        heating_delta_t_f = self.heating_delta_t_f

        heating_infiltration_btuh = self.heating_infiltration_btuh

        heating_load_btuh = self.heating_load_btuh

        infiltration_cooling_cfm = self.infiltration_cooling_cfm

        infiltration_heating_cfm = self.infiltration_heating_cfm

        pass_ = self.pass_

        simplifications = self.simplifications

        total_ua = self.total_ua

        volume_cuft = self.volume_cuft

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "additional_cooling_btuh": additional_cooling_btuh,
            "air_heat_factor": air_heat_factor,
            "checks": checks,
            "code_reference": code_reference,
            "components": components,
            "cooling_conduction_btuh": cooling_conduction_btuh,
            "cooling_delta_t_f": cooling_delta_t_f,
            "cooling_infiltration_btuh": cooling_infiltration_btuh,
            "cooling_load_btuh": cooling_load_btuh,
            "cooling_tons": cooling_tons,
            "heating_conduction_btuh": heating_conduction_btuh,
            "heating_delta_t_f": heating_delta_t_f,
            "heating_infiltration_btuh": heating_infiltration_btuh,
            "heating_load_btuh": heating_load_btuh,
            "infiltration_cooling_cfm": infiltration_cooling_cfm,
            "infiltration_heating_cfm": infiltration_heating_cfm,
            "pass": pass_,
            "simplifications": simplifications,
            "total_ua": total_ua,
            "volume_cuft": volume_cuft,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_hvac_manual_j_output_checks_item import CalcHvacManualJOutputChecksItem
        from ..models.calc_hvac_manual_j_output_components_item import CalcHvacManualJOutputComponentsItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        additional_cooling_btuh = d.pop("additional_cooling_btuh")

        air_heat_factor = d.pop("air_heat_factor")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcHvacManualJOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        components = []
        _components = d.pop("components")
        for components_item_data in (_components):
            components_item = CalcHvacManualJOutputComponentsItem.from_dict(components_item_data)



            components.append(components_item)


        cooling_conduction_btuh = d.pop("cooling_conduction_btuh")

        cooling_delta_t_f = d.pop("cooling_delta_t_f")

        cooling_infiltration_btuh = d.pop("cooling_infiltration_btuh")

        cooling_load_btuh = d.pop("cooling_load_btuh")

        cooling_tons = d.pop("cooling_tons")

        heating_conduction_btuh = d.pop("heating_conduction_btuh")

        heating_delta_t_f = d.pop("heating_delta_t_f")

        heating_infiltration_btuh = d.pop("heating_infiltration_btuh")

        heating_load_btuh = d.pop("heating_load_btuh")

        infiltration_cooling_cfm = d.pop("infiltration_cooling_cfm")

        infiltration_heating_cfm = d.pop("infiltration_heating_cfm")

        pass_ = d.pop("pass")

        simplifications = d.pop("simplifications")

        total_ua = d.pop("total_ua")

        volume_cuft = d.pop("volume_cuft")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_hvac_manual_j_output = cls(
            additional_cooling_btuh=additional_cooling_btuh,
            air_heat_factor=air_heat_factor,
            checks=checks,
            code_reference=code_reference,
            components=components,
            cooling_conduction_btuh=cooling_conduction_btuh,
            cooling_delta_t_f=cooling_delta_t_f,
            cooling_infiltration_btuh=cooling_infiltration_btuh,
            cooling_load_btuh=cooling_load_btuh,
            cooling_tons=cooling_tons,
            heating_conduction_btuh=heating_conduction_btuh,
            heating_delta_t_f=heating_delta_t_f,
            heating_infiltration_btuh=heating_infiltration_btuh,
            heating_load_btuh=heating_load_btuh,
            infiltration_cooling_cfm=infiltration_cooling_cfm,
            infiltration_heating_cfm=infiltration_heating_cfm,
            pass_=pass_,
            simplifications=simplifications,
            total_ua=total_ua,
            volume_cuft=volume_cuft,
            schemas=schemas,
        )


        calc_hvac_manual_j_output.additional_properties = d
        return calc_hvac_manual_j_output

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
